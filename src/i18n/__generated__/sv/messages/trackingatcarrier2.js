/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingatcarrier2Inputs */

const sv_trackingatcarrier2 = /** @type {(inputs: Trackingatcarrier2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spåra hos transportören`)
};

/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingatcarrier2 = sv_trackingatcarrier2;
export { trackingatcarrier2 as "trackingAtCarrier" }