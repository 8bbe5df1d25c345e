/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelptext3Inputs */

const sv_customertilehelptext3 = /** @type {(inputs: Customertilehelptext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Svar på vanliga frågor`)
};

/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertilehelptext3 = sv_customertilehelptext3;
export { customertilehelptext3 as "customerTileHelpText" }