/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK" }} Checkoutcountryname2Inputs */

const sv_checkoutcountryname2 = /** @type {(inputs: Checkoutcountryname2Inputs) => LocalizedString} */ (i) => {
	if (i?.country === "DE") return /** @type {LocalizedString} */ (`Tyskland`);
	if (i?.country === "AT") return /** @type {LocalizedString} */ (`Österrike`);
	if (i?.country === "CH") return /** @type {LocalizedString} */ (`Schweiz`);
	if (i?.country === "LI") return /** @type {LocalizedString} */ (`Liechtenstein`);
	if (i?.country === "LU") return /** @type {LocalizedString} */ (`Luxemburg`);
	if (i?.country === "NL") return /** @type {LocalizedString} */ (`Nederländerna`);
	if (i?.country === "CZ") return /** @type {LocalizedString} */ (`Tjeckien`);
	if (i?.country === "SK") return /** @type {LocalizedString} */ (`Slovakien`);
	if (i?.country === "SE") return /** @type {LocalizedString} */ (`Sverige`);
	return /** @type {LocalizedString} */ ("checkoutCountryName");
};

/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcountryname2 = sv_checkoutcountryname2;
export { checkoutcountryname2 as "checkoutCountryName" }