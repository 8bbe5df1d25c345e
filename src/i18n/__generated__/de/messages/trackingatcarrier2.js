/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingatcarrier2Inputs */

const de_trackingatcarrier2 = /** @type {(inputs: Trackingatcarrier2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beim Paketdienst verfolgen`)
};

/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingatcarrier2 = de_trackingatcarrier2;
export { trackingatcarrier2 as "trackingAtCarrier" }