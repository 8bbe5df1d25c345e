/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoreturns2Inputs */

const sv_trackingnoreturns2 = /** @type {(inputs: Trackingnoreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingen retur är registrerad för den här ordern. En retur kan ta upp till 15 arbetsdagar.`)
};

/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingnoreturns2 = sv_trackingnoreturns2;
export { trackingnoreturns2 as "trackingNoReturns" }