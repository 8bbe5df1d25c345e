/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Success13Inputs */

const de_ch2_opt_out_success13 = /** @type {(inputs: Opt_Out_Success13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben dem Tracking durch ${i?.provider} erfolgreich widersprochen.`)
};

/**

* @param {Opt_Out_Success13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const opt_out_success13 = de_ch2_opt_out_success13;
export { opt_out_success13 as "OPT_OUT_SUCCESS" }