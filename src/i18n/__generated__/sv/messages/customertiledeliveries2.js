/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveries2Inputs */

const sv_customertiledeliveries2 = /** @type {(inputs: Customertiledeliveries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveranser`)
};

/**

* @param {Customertiledeliveries2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertiledeliveries2 = sv_customertiledeliveries2;
export { customertiledeliveries2 as "customerTileDeliveries" }