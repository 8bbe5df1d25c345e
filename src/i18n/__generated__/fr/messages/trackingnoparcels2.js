/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoparcels2Inputs */

const fr_trackingnoparcels2 = /** @type {(inputs: Trackingnoparcels2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commande a bien été reçue et est en cours de traitement. Dès qu’un colis sera en route, vous verrez son statut ici.`)
};

/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingnoparcels2 = fr_trackingnoparcels2;
export { trackingnoparcels2 as "trackingNoParcels" }