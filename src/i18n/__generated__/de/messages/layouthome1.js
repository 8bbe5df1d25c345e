/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layouthome1Inputs */

const de_layouthome1 = /** @type {(inputs: Layouthome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Startseite`)
};

/**

* @param {Layouthome1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layouthome1 = de_layouthome1;
export { layouthome1 as "layoutHome" }