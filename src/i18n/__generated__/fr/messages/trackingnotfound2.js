/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnotfound2Inputs */

const fr_trackingnotfound2 = /** @type {(inputs: Trackingnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons trouvé aucune commande correspondant à ces informations. Veuillez vérifier le numéro de commande et le NPA.`)
};

/**

* @param {Trackingnotfound2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingnotfound2 = fr_trackingnotfound2;
export { trackingnotfound2 as "trackingNotFound" }