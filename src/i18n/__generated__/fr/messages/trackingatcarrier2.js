/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingatcarrier2Inputs */

const fr_trackingatcarrier2 = /** @type {(inputs: Trackingatcarrier2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre chez le transporteur`)
};

/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingatcarrier2 = fr_trackingatcarrier2;
export { trackingatcarrier2 as "trackingAtCarrier" }