/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const sk_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodanie do Veľkej noci`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = sk_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }