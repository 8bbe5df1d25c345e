/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingatcarrier2Inputs */

const cs_trackingatcarrier2 = /** @type {(inputs: Trackingatcarrier2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledovat u dopravce`)
};

/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingatcarrier2 = cs_trackingatcarrier2;
export { trackingatcarrier2 as "trackingAtCarrier" }