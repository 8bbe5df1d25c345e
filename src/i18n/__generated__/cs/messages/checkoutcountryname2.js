/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK" }} Checkoutcountryname2Inputs */

const cs_checkoutcountryname2 = /** @type {(inputs: Checkoutcountryname2Inputs) => LocalizedString} */ (i) => {
	if (i?.country === "DE") return /** @type {LocalizedString} */ (`Německo`);
	if (i?.country === "AT") return /** @type {LocalizedString} */ (`Rakousko`);
	if (i?.country === "CH") return /** @type {LocalizedString} */ (`Švýcarsko`);
	if (i?.country === "LI") return /** @type {LocalizedString} */ (`Lichtenštejnsko`);
	if (i?.country === "LU") return /** @type {LocalizedString} */ (`Lucembursko`);
	if (i?.country === "NL") return /** @type {LocalizedString} */ (`Nizozemsko`);
	if (i?.country === "CZ") return /** @type {LocalizedString} */ (`Česko`);
	if (i?.country === "SK") return /** @type {LocalizedString} */ (`Slovensko`);
	if (i?.country === "SE") return /** @type {LocalizedString} */ (`Švédsko`);
	return /** @type {LocalizedString} */ ("checkoutCountryName");
};

/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcountryname2 = cs_checkoutcountryname2;
export { checkoutcountryname2 as "checkoutCountryName" }