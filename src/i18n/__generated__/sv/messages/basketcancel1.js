/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcancel1Inputs */

const sv_basketcancel1 = /** @type {(inputs: Basketcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avbryt`)
};

/**

* @param {Basketcancel1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketcancel1 = sv_basketcancel1;
export { basketcancel1 as "basketCancel" }