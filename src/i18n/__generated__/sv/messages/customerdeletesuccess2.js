/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletesuccess2Inputs */

const sv_customerdeletesuccess2 = /** @type {(inputs: Customerdeletesuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din begäran om att radera kundkontot har skickats.`)
};

/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdeletesuccess2 = sv_customerdeletesuccess2;
export { customerdeletesuccess2 as "customerDeleteSuccess" }