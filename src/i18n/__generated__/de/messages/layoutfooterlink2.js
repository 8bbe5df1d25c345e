/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal" }} Layoutfooterlink2Inputs */

const de_layoutfooterlink2 = /** @type {(inputs: Layoutfooterlink2Inputs) => LocalizedString} */ (i) => {
	if (i?.link === "contact") return /** @type {LocalizedString} */ (`Kontakt`);
	if (i?.link === "faq") return /** @type {LocalizedString} */ (`Häufige Fragen`);
	if (i?.link === "delivery") return /** @type {LocalizedString} */ (`Lieferung`);
	if (i?.link === "returns") return /** @type {LocalizedString} */ (`Rückgabe`);
	if (i?.link === "tracking") return /** @type {LocalizedString} */ (`Sendungsverfolgung`);
	if (i?.link === "returnStatus") return /** @type {LocalizedString} */ (`Retourenstatus`);
	if (i?.link === "support") return /** @type {LocalizedString} */ (`Support`);
	if (i?.link === "newsletter") return /** @type {LocalizedString} */ (`Newsletter abonnieren`);
	if (i?.link === "catalogue") return /** @type {LocalizedString} */ (`Katalog bestellen`);
	if (i?.link === "directOrder") return /** @type {LocalizedString} */ (`Direktbestellung`);
	if (i?.link === "customerAccount") return /** @type {LocalizedString} */ (`Kundenkonto`);
	if (i?.link === "terms") return /** @type {LocalizedString} */ (`AGB`);
	if (i?.link === "withdrawal") return /** @type {LocalizedString} */ (`Widerrufsrecht`);
	if (i?.link === "privacy") return /** @type {LocalizedString} */ (`Datenschutz`);
	return /** @type {LocalizedString} */ ("layoutFooterLink");
};

/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutfooterlink2 = de_layoutfooterlink2;
export { layoutfooterlink2 as "layoutFooterLink" }