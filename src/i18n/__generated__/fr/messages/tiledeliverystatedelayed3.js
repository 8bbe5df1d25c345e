/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystatedelayed3Inputs */

const fr_tiledeliverystatedelayed3 = /** @type {(inputs: Tiledeliverystatedelayed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article livrable`)
};

/**

* @param {Tiledeliverystatedelayed3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tiledeliverystatedelayed3 = fr_tiledeliverystatedelayed3;
export { tiledeliverystatedelayed3 as "tileDeliveryStateDelayed" }