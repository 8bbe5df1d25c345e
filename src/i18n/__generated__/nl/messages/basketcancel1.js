/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcancel1Inputs */

const nl_basketcancel1 = /** @type {(inputs: Basketcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuleren`)
};

/**

* @param {Basketcancel1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketcancel1 = nl_basketcancel1;
export { basketcancel1 as "basketCancel" }