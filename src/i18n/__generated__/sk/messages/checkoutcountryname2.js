/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK" }} Checkoutcountryname2Inputs */

const sk_checkoutcountryname2 = /** @type {(inputs: Checkoutcountryname2Inputs) => LocalizedString} */ (i) => {
	if (i?.country === "DE") return /** @type {LocalizedString} */ (`Nemecko`);
	if (i?.country === "AT") return /** @type {LocalizedString} */ (`Rakúsko`);
	if (i?.country === "CH") return /** @type {LocalizedString} */ (`Švajčiarsko`);
	if (i?.country === "LI") return /** @type {LocalizedString} */ (`Lichtenštajnsko`);
	if (i?.country === "LU") return /** @type {LocalizedString} */ (`Luxembursko`);
	if (i?.country === "NL") return /** @type {LocalizedString} */ (`Holandsko`);
	if (i?.country === "CZ") return /** @type {LocalizedString} */ (`Česko`);
	if (i?.country === "SK") return /** @type {LocalizedString} */ (`Slovensko`);
	if (i?.country === "SE") return /** @type {LocalizedString} */ (`Švédsko`);
	return /** @type {LocalizedString} */ ("checkoutCountryName");
};

/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcountryname2 = sk_checkoutcountryname2;
export { checkoutcountryname2 as "checkoutCountryName" }