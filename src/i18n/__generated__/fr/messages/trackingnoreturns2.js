/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoreturns2Inputs */

const fr_trackingnoreturns2 = /** @type {(inputs: Trackingnoreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun retour n’est enregistré pour cette commande. Un retour peut prendre jusqu’à 15 jours ouvrables.`)
};

/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingnoreturns2 = fr_trackingnoreturns2;
export { trackingnoreturns2 as "trackingNoReturns" }