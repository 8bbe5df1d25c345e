/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal" }} Layoutfooterlink2Inputs */

const nl_layoutfooterlink2 = /** @type {(inputs: Layoutfooterlink2Inputs) => LocalizedString} */ (i) => {
	if (i?.link === "contact") return /** @type {LocalizedString} */ (`Contact`);
	if (i?.link === "faq") return /** @type {LocalizedString} */ (`Veelgestelde vragen`);
	if (i?.link === "delivery") return /** @type {LocalizedString} */ (`Bezorging`);
	if (i?.link === "returns") return /** @type {LocalizedString} */ (`Retourneren`);
	if (i?.link === "tracking") return /** @type {LocalizedString} */ (`Track & trace`);
	if (i?.link === "returnStatus") return /** @type {LocalizedString} */ (`Retourstatus`);
	if (i?.link === "support") return /** @type {LocalizedString} */ (`Support`);
	if (i?.link === "newsletter") return /** @type {LocalizedString} */ (`Aanmelden voor de nieuwsbrief`);
	if (i?.link === "catalogue") return /** @type {LocalizedString} */ (`Catalogus aanvragen`);
	if (i?.link === "directOrder") return /** @type {LocalizedString} */ (`Direct bestellen`);
	if (i?.link === "customerAccount") return /** @type {LocalizedString} */ (`Klantaccount`);
	if (i?.link === "terms") return /** @type {LocalizedString} */ (`Algemene voorwaarden`);
	if (i?.link === "withdrawal") return /** @type {LocalizedString} */ (`Herroepingsrecht`);
	if (i?.link === "privacy") return /** @type {LocalizedString} */ (`Privacy`);
	return /** @type {LocalizedString} */ ("layoutFooterLink");
};

/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutfooterlink2 = nl_layoutfooterlink2;
export { layoutfooterlink2 as "layoutFooterLink" }