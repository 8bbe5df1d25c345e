/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertileorders2Inputs */

const sv_customertileorders2 = /** @type {(inputs: Customertileorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningar & returer`)
};

/**

* @param {Customertileorders2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertileorders2 = sv_customertileorders2;
export { customertileorders2 as "customerTileOrders" }