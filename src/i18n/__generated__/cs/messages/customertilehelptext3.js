/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelptext3Inputs */

const cs_customertilehelptext3 = /** @type {(inputs: Customertilehelptext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odpovědi na časté dotazy`)
};

/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertilehelptext3 = cs_customertilehelptext3;
export { customertilehelptext3 as "customerTileHelpText" }