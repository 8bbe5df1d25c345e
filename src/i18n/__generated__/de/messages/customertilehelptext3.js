/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelptext3Inputs */

const de_customertilehelptext3 = /** @type {(inputs: Customertilehelptext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten auf häufige Fragen`)
};

/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertilehelptext3 = de_customertilehelptext3;
export { customertilehelptext3 as "customerTileHelpText" }