/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackinglead1Inputs */

const fr_trackinglead1 = /** @type {(inputs: Trackinglead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où est mon colis ? Saisissez votre numéro de commande et le NPA de l’adresse de livraison.`)
};

/**

* @param {Trackinglead1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackinglead1 = fr_trackinglead1;
export { trackinglead1 as "trackingLead" }