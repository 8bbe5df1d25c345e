/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttitle1Inputs */

const sv_checkouttitle1 = /** @type {(inputs: Checkouttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kassa`)
};

/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkouttitle1 = sv_checkouttitle1;
export { checkouttitle1 as "checkoutTitle" }