/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoreturns2Inputs */

const de_ch2_trackingnoreturns2 = /** @type {(inputs: Trackingnoreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu dieser Bestellung ist keine Rücksendung registriert. Eine Rücksendung kann bis zu 15 Werktage dauern.`)
};

/**

* @param {Trackingnoreturns2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingnoreturns2 = de_ch2_trackingnoreturns2;
export { trackingnoreturns2 as "trackingNoReturns" }