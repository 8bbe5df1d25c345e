/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK" }} Checkoutcountryname2Inputs */

const fr_checkoutcountryname2 = /** @type {(inputs: Checkoutcountryname2Inputs) => LocalizedString} */ (i) => {
	if (i?.country === "DE") return /** @type {LocalizedString} */ (`Allemagne`);
	if (i?.country === "AT") return /** @type {LocalizedString} */ (`Autriche`);
	if (i?.country === "CH") return /** @type {LocalizedString} */ (`Suisse`);
	if (i?.country === "LI") return /** @type {LocalizedString} */ (`Liechtenstein`);
	if (i?.country === "LU") return /** @type {LocalizedString} */ (`Luxembourg`);
	if (i?.country === "NL") return /** @type {LocalizedString} */ (`Pays-Bas`);
	if (i?.country === "CZ") return /** @type {LocalizedString} */ (`Tchéquie`);
	if (i?.country === "SK") return /** @type {LocalizedString} */ (`Slovaquie`);
	if (i?.country === "SE") return /** @type {LocalizedString} */ (`Suède`);
	return /** @type {LocalizedString} */ ("checkoutCountryName");
};

/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcountryname2 = fr_checkoutcountryname2;
export { checkoutcountryname2 as "checkoutCountryName" }