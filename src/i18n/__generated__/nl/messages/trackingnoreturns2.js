/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoreturns2Inputs */

const nl_trackingnoreturns2 = /** @type {(inputs: Trackingnoreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor deze bestelling is geen retour geregistreerd. Een retour kan tot 15 werkdagen duren.`)
};

/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingnoreturns2 = nl_trackingnoreturns2;
export { trackingnoreturns2 as "trackingNoReturns" }