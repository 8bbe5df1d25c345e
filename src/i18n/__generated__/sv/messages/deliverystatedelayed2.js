/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliverystatedelayed2Inputs */

const sv_deliverystatedelayed2 = /** @type {(inputs: Deliverystatedelayed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln kan levereras`)
};

/**

* @param {Deliverystatedelayed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliverystatedelayed2 = sv_deliverystatedelayed2;
export { deliverystatedelayed2 as "deliveryStateDelayed" }