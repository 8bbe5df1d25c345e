/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystatedelayed3Inputs */

const sv_tiledeliverystatedelayed3 = /** @type {(inputs: Tiledeliverystatedelayed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln kan levereras`)
};

/**

* @param {Tiledeliverystatedelayed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tiledeliverystatedelayed3 = sv_tiledeliverystatedelayed3;
export { tiledeliverystatedelayed3 as "tileDeliveryStateDelayed" }