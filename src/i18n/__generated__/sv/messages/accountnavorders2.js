/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavorders2Inputs */

const sv_accountnavorders2 = /** @type {(inputs: Accountnavorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningar`)
};

/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountnavorders2 = sv_accountnavorders2;
export { accountnavorders2 as "accountNavOrders" }