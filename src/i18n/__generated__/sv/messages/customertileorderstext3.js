/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorderstext3Inputs */

const sv_customertileorderstext3 = /** @type {(inputs: Customertileorderstext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dina beställningar de senaste 12 månaderna och dina returer`)
};

/**

* @param {Customertileorderstext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertileorderstext3 = sv_customertileorderstext3;
export { customertileorderstext3 as "customerTileOrdersText" }