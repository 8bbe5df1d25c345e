/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltynotregistered3Inputs */

const fr_thanksloyaltynotregistered3 = /** @type {(inputs: Thanksloyaltynotregistered3Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Avec cette commande, vous auriez pu cumuler ${i?.points} point ${i?.programmeName}. Inscrivez-vous au ${i?.programmeName} et cumulez des points dès votre prochaine commande.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Avec cette commande, vous auriez pu cumuler ${i?.points} points ${i?.programmeName}. Inscrivez-vous au ${i?.programmeName} et cumulez des points dès votre prochaine commande.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyNotRegistered");
};

/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksloyaltynotregistered3 = fr_thanksloyaltynotregistered3;
export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" }