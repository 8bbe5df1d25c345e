/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Success13Inputs */

const sv_opt_out_success13 = /** @type {(inputs: Opt_Out_Success13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du har invänt mot spårning via ${i?.provider}.`)
};

/**

* @param {Opt_Out_Success13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const opt_out_success13 = sv_opt_out_success13;
export { opt_out_success13 as "OPT_OUT_SUCCESS" }