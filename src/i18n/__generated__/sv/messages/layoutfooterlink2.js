/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal" }} Layoutfooterlink2Inputs */

const sv_layoutfooterlink2 = /** @type {(inputs: Layoutfooterlink2Inputs) => LocalizedString} */ (i) => {
	if (i?.link === "contact") return /** @type {LocalizedString} */ (`Kontakt`);
	if (i?.link === "faq") return /** @type {LocalizedString} */ (`Vanliga frågor`);
	if (i?.link === "delivery") return /** @type {LocalizedString} */ (`Leverans`);
	if (i?.link === "returns") return /** @type {LocalizedString} */ (`Returer`);
	if (i?.link === "tracking") return /** @type {LocalizedString} */ (`Spåra paket`);
	if (i?.link === "returnStatus") return /** @type {LocalizedString} */ (`Returstatus`);
	if (i?.link === "support") return /** @type {LocalizedString} */ (`Support`);
	if (i?.link === "newsletter") return /** @type {LocalizedString} */ (`Prenumerera på nyhetsbrevet`);
	if (i?.link === "catalogue") return /** @type {LocalizedString} */ (`Beställ katalog`);
	if (i?.link === "directOrder") return /** @type {LocalizedString} */ (`Direktbeställning`);
	if (i?.link === "customerAccount") return /** @type {LocalizedString} */ (`Kundkonto`);
	if (i?.link === "terms") return /** @type {LocalizedString} */ (`Köpvillkor`);
	if (i?.link === "withdrawal") return /** @type {LocalizedString} */ (`Ångerrätt`);
	if (i?.link === "privacy") return /** @type {LocalizedString} */ (`Dataskydd`);
	return /** @type {LocalizedString} */ ("layoutFooterLink");
};

/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutfooterlink2 = sv_layoutfooterlink2;
export { layoutfooterlink2 as "layoutFooterLink" }