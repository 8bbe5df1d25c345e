/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal" }} Layoutfooterlink2Inputs */

const fr_layoutfooterlink2 = /** @type {(inputs: Layoutfooterlink2Inputs) => LocalizedString} */ (i) => {
	if (i?.link === "contact") return /** @type {LocalizedString} */ (`Contact`);
	if (i?.link === "faq") return /** @type {LocalizedString} */ (`Questions fréquentes`);
	if (i?.link === "delivery") return /** @type {LocalizedString} */ (`Livraison`);
	if (i?.link === "returns") return /** @type {LocalizedString} */ (`Retours`);
	if (i?.link === "tracking") return /** @type {LocalizedString} */ (`Suivi de colis`);
	if (i?.link === "returnStatus") return /** @type {LocalizedString} */ (`Suivi des retours`);
	if (i?.link === "support") return /** @type {LocalizedString} */ (`Assistance`);
	if (i?.link === "newsletter") return /** @type {LocalizedString} */ (`S'abonner à la newsletter`);
	if (i?.link === "catalogue") return /** @type {LocalizedString} */ (`Commander un catalogue`);
	if (i?.link === "directOrder") return /** @type {LocalizedString} */ (`Commande directe`);
	if (i?.link === "customerAccount") return /** @type {LocalizedString} */ (`Compte client`);
	if (i?.link === "terms") return /** @type {LocalizedString} */ (`CGV`);
	if (i?.link === "withdrawal") return /** @type {LocalizedString} */ (`Droit de rétractation`);
	if (i?.link === "privacy") return /** @type {LocalizedString} */ (`Protection des données`);
	return /** @type {LocalizedString} */ ("layoutFooterLink");
};

/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutfooterlink2 = fr_layoutfooterlink2;
export { layoutfooterlink2 as "layoutFooterLink" }