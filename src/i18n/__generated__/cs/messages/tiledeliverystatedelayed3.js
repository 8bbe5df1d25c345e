/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliverystatedelayed3Inputs */

const cs_tiledeliverystatedelayed3 = /** @type {(inputs: Tiledeliverystatedelayed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží lze dodat`)
};

/**

* @param {Tiledeliverystatedelayed3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tiledeliverystatedelayed3 = cs_tiledeliverystatedelayed3;
export { tiledeliverystatedelayed3 as "tileDeliveryStateDelayed" }