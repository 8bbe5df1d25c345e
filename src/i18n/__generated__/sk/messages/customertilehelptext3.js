/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelptext3Inputs */

const sk_customertilehelptext3 = /** @type {(inputs: Customertilehelptext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odpovede na časté otázky`)
};

/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertilehelptext3 = sk_customertilehelptext3;
export { customertilehelptext3 as "customerTileHelpText" }