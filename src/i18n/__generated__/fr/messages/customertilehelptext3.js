/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelptext3Inputs */

const fr_customertilehelptext3 = /** @type {(inputs: Customertilehelptext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponses aux questions fréquentes`)
};

/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertilehelptext3 = fr_customertilehelptext3;
export { customertilehelptext3 as "customerTileHelpText" }