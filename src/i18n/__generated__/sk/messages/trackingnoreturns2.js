/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoreturns2Inputs */

const sk_trackingnoreturns2 = /** @type {(inputs: Trackingnoreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K tejto objednávke nie je evidované žiadne vrátenie. Spracovanie vrátenia môže trvať až 15 pracovných dní.`)
};

/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingnoreturns2 = sk_trackingnoreturns2;
export { trackingnoreturns2 as "trackingNoReturns" }