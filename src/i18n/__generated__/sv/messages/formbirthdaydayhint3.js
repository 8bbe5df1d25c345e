/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaydayhint3Inputs */

const sv_formbirthdaydayhint3 = /** @type {(inputs: Formbirthdaydayhint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DD`)
};

/**

* @param {Formbirthdaydayhint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const formbirthdaydayhint3 = sv_formbirthdaydayhint3;
export { formbirthdaydayhint3 as "formBirthdayDayHint" }