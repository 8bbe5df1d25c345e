/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Success13Inputs */

const nl_opt_out_success13 = /** @type {(inputs: Opt_Out_Success13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je bezwaar tegen tracking door ${i?.provider} is geregistreerd.`)
};

/**

* @param {Opt_Out_Success13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const opt_out_success13 = nl_opt_out_success13;
export { opt_out_success13 as "OPT_OUT_SUCCESS" }