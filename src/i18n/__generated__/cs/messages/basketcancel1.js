/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcancel1Inputs */

const cs_basketcancel1 = /** @type {(inputs: Basketcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrušit`)
};

/**

* @param {Basketcancel1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketcancel1 = cs_basketcancel1;
export { basketcancel1 as "basketCancel" }