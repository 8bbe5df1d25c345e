/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK" }} Checkoutcountryname2Inputs */

const nl_checkoutcountryname2 = /** @type {(inputs: Checkoutcountryname2Inputs) => LocalizedString} */ (i) => {
	if (i?.country === "DE") return /** @type {LocalizedString} */ (`Duitsland`);
	if (i?.country === "AT") return /** @type {LocalizedString} */ (`Oostenrijk`);
	if (i?.country === "CH") return /** @type {LocalizedString} */ (`Zwitserland`);
	if (i?.country === "LI") return /** @type {LocalizedString} */ (`Liechtenstein`);
	if (i?.country === "LU") return /** @type {LocalizedString} */ (`Luxemburg`);
	if (i?.country === "NL") return /** @type {LocalizedString} */ (`Nederland`);
	if (i?.country === "CZ") return /** @type {LocalizedString} */ (`Tsjechië`);
	if (i?.country === "SK") return /** @type {LocalizedString} */ (`Slowakije`);
	if (i?.country === "SE") return /** @type {LocalizedString} */ (`Zweden`);
	return /** @type {LocalizedString} */ ("checkoutCountryName");
};

/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcountryname2 = nl_checkoutcountryname2;
export { checkoutcountryname2 as "checkoutCountryName" }