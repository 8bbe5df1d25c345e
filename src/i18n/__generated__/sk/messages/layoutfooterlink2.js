/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal" }} Layoutfooterlink2Inputs */

const sk_layoutfooterlink2 = /** @type {(inputs: Layoutfooterlink2Inputs) => LocalizedString} */ (i) => {
	if (i?.link === "contact") return /** @type {LocalizedString} */ (`Kontakt`);
	if (i?.link === "faq") return /** @type {LocalizedString} */ (`Časté otázky`);
	if (i?.link === "delivery") return /** @type {LocalizedString} */ (`Doručenie`);
	if (i?.link === "returns") return /** @type {LocalizedString} */ (`Vrátenie tovaru`);
	if (i?.link === "tracking") return /** @type {LocalizedString} */ (`Sledovanie zásielky`);
	if (i?.link === "returnStatus") return /** @type {LocalizedString} */ (`Stav vrátenia`);
	if (i?.link === "support") return /** @type {LocalizedString} */ (`Podpora`);
	if (i?.link === "newsletter") return /** @type {LocalizedString} */ (`Odoberať newsletter`);
	if (i?.link === "catalogue") return /** @type {LocalizedString} */ (`Objednať katalóg`);
	if (i?.link === "directOrder") return /** @type {LocalizedString} */ (`Priama objednávka`);
	if (i?.link === "customerAccount") return /** @type {LocalizedString} */ (`Zákaznícky účet`);
	if (i?.link === "terms") return /** @type {LocalizedString} */ (`Obchodné podmienky`);
	if (i?.link === "withdrawal") return /** @type {LocalizedString} */ (`Odstúpenie od zmluvy`);
	if (i?.link === "privacy") return /** @type {LocalizedString} */ (`Ochrana osobných údajov`);
	return /** @type {LocalizedString} */ ("layoutFooterLink");
};

/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutfooterlink2 = sk_layoutfooterlink2;
export { layoutfooterlink2 as "layoutFooterLink" }