/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal" }} Layoutfooterlink2Inputs */

const cs_layoutfooterlink2 = /** @type {(inputs: Layoutfooterlink2Inputs) => LocalizedString} */ (i) => {
	if (i?.link === "contact") return /** @type {LocalizedString} */ (`Kontakt`);
	if (i?.link === "faq") return /** @type {LocalizedString} */ (`Časté dotazy`);
	if (i?.link === "delivery") return /** @type {LocalizedString} */ (`Doručení`);
	if (i?.link === "returns") return /** @type {LocalizedString} */ (`Vrácení zboží`);
	if (i?.link === "tracking") return /** @type {LocalizedString} */ (`Sledování zásilky`);
	if (i?.link === "returnStatus") return /** @type {LocalizedString} */ (`Stav vrácení`);
	if (i?.link === "support") return /** @type {LocalizedString} */ (`Podpora`);
	if (i?.link === "newsletter") return /** @type {LocalizedString} */ (`Odebírat newsletter`);
	if (i?.link === "catalogue") return /** @type {LocalizedString} */ (`Objednat katalog`);
	if (i?.link === "directOrder") return /** @type {LocalizedString} */ (`Přímá objednávka`);
	if (i?.link === "customerAccount") return /** @type {LocalizedString} */ (`Zákaznický účet`);
	if (i?.link === "terms") return /** @type {LocalizedString} */ (`Obchodní podmínky`);
	if (i?.link === "withdrawal") return /** @type {LocalizedString} */ (`Odstoupení od smlouvy`);
	if (i?.link === "privacy") return /** @type {LocalizedString} */ (`Ochrana osobních údajů`);
	return /** @type {LocalizedString} */ ("layoutFooterLink");
};

/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutfooterlink2 = cs_layoutfooterlink2;
export { layoutfooterlink2 as "layoutFooterLink" }