/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ returns: NonNullable<unknown> }} Trackingreturnslead2Inputs */

const fr_trackingreturnslead2 = /** @type {(inputs: Trackingreturnslead2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre retour est-il arrivé ? Saisissez votre numéro de commande et le NPA de l’adresse de livraison. Pour savoir comment retourner un article, consultez la page ${i?.returns}.`)
};

/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingreturnslead2 = fr_trackingreturnslead2;
export { trackingreturnslead2 as "trackingReturnsLead" }