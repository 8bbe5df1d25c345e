/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK" }} Checkoutcountryname2Inputs */

const de_checkoutcountryname2 = /** @type {(inputs: Checkoutcountryname2Inputs) => LocalizedString} */ (i) => {
	if (i?.country === "DE") return /** @type {LocalizedString} */ (`Deutschland`);
	if (i?.country === "AT") return /** @type {LocalizedString} */ (`Österreich`);
	if (i?.country === "CH") return /** @type {LocalizedString} */ (`Schweiz`);
	if (i?.country === "LI") return /** @type {LocalizedString} */ (`Liechtenstein`);
	if (i?.country === "LU") return /** @type {LocalizedString} */ (`Luxemburg`);
	if (i?.country === "NL") return /** @type {LocalizedString} */ (`Niederlande`);
	if (i?.country === "CZ") return /** @type {LocalizedString} */ (`Tschechien`);
	if (i?.country === "SK") return /** @type {LocalizedString} */ (`Slowakei`);
	if (i?.country === "SE") return /** @type {LocalizedString} */ (`Schweden`);
	return /** @type {LocalizedString} */ ("checkoutCountryName");
};

/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutcountryname2 = de_checkoutcountryname2;
export { checkoutcountryname2 as "checkoutCountryName" }