/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelptext3Inputs */

const nl_customertilehelptext3 = /** @type {(inputs: Customertilehelptext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoorden op veelgestelde vragen`)
};

/**

* @param {Customertilehelptext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertilehelptext3 = nl_customertilehelptext3;
export { customertilehelptext3 as "customerTileHelpText" }