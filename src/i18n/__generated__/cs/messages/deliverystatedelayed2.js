/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystatedelayed2Inputs */

const cs_deliverystatedelayed2 = /** @type {(inputs: Deliverystatedelayed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží lze dodat`)
};

/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const deliverystatedelayed2 = cs_deliverystatedelayed2;
export { deliverystatedelayed2 as "deliveryStateDelayed" }