/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingatcarrier2Inputs */

const sk_trackingatcarrier2 = /** @type {(inputs: Trackingatcarrier2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledovať u prepravcu`)
};

/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingatcarrier2 = sk_trackingatcarrier2;
export { trackingatcarrier2 as "trackingAtCarrier" }