/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Success13Inputs */

const sk_opt_out_success13 = /** @type {(inputs: Opt_Out_Success13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Úspešne ste namietali proti sledovaniu službou ${i?.provider}.`)
};

/**

* @param {Opt_Out_Success13Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const opt_out_success13 = sk_opt_out_success13;
export { opt_out_success13 as "OPT_OUT_SUCCESS" }