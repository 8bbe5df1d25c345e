/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingatcarrier2Inputs */

const nl_trackingatcarrier2 = /** @type {(inputs: Trackingatcarrier2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgen bij de vervoerder`)
};

/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingatcarrier2 = nl_trackingatcarrier2;
export { trackingatcarrier2 as "trackingAtCarrier" }